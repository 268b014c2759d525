__all__ = ['Env', 'Config', 'TimeCharacteristic']


class TimeCharacteristic(object):
    EventTime = 0


class Base(object):

    def get_name(self) -> str:
        return ""

    def old_inherited(self):
        pass


class Config(object):
    DEFAULT_MODE = 1

    def register_type(self, name: str):
        """
        class NotAClass:
            def not_a_method(self):
        """
        pass


class Env(Base):

    @staticmethod
    def get_env(configuration=None) \
            -> 'Env':
        return Env()

    def get_config(self) -> Config:
        return Config()

    def set_time(self, characteristic: TimeCharacteristic):
        pass

    def _private(self):
        pass

    class Builder(object):

        def build(self) -> 'Env':
            return Env()
